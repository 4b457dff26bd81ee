// Row ↔ document mappings of the replication's own tables (commands, sync_rejections), which
// have no shared entity mapping. `userId` is the owner: projected out before a device sees it.
import { defineMapping, type Doc } from '../db/mapping/index.ts';
import { commands, syncRejections } from '../db/schema/index.ts';

export const commandMapping = defineMapping<Doc>({ table: commands });
export const syncRejectionMapping = defineMapping<Doc>({ table: syncRejections });
