// Sample inventory (spec 001 §3, §4, §5, §6): by library permission. Moving a sample from Sales to
// Production is the transfer command, not a document write. A new sample holds its library's
// required fields and an edit may not blank one the sample had (001 §5, shared
// samples/required.ts: the device's grid refuses the same rows); a deletion is not judged. A
// history only grows and its new records name their writer (shared samples/tracking.ts, 0050).
import {
  SAMPLE_LIBRARIES,
  canOpenSampleLibrary,
  sampleInventoryItemSchema,
  sampleRequiredProblem,
  trackingWriteProblem,
  type SampleLibrary,
  type SampleTrackingRecord,
} from '@portal/shared';
import { sampleInventoryMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { assertUnchanged, identity, refuse, type CollectionPolicy } from '../policy.ts';

export const sampleInventoryPolicy: CollectionPolicy = {
  name: 'sampleInventory',
  mapping: sampleInventoryMapping as unknown as Mapping<Doc>,
  schema: sampleInventoryItemSchema as never,
  serverOwned: [],
  // Every library when the user has any: a transfer moves a sample out of the Sales library,
  // and the Sales users' devices must hear of it (as a tombstone).
  area: (user) =>
    SAMPLE_LIBRARIES.some((l) => canOpenSampleLibrary(user, l)) ? undefined : 'none',
  visible: (doc, user) => canOpenSampleLibrary(user, doc.library as SampleLibrary),
  project: identity,
  checkWrite(current, next, { user }) {
    if (!canOpenSampleLibrary(user, next.library as SampleLibrary)) {
      throw refuse('forbidden', `You have no access to the ${String(next.library)} samples`);
    }
    assertUnchanged(current, next, ['library'], 'Samples move to Production by a transfer');
    const problem = next._deleted === true ? null : sampleRequiredProblem(next, current);
    if (problem) {
      // 'commandFailed': the write is understood and refused by a business rule (REST 422).
      throw refuse('commandFailed', `${problem.message} (missing: ${problem.missing.join(', ')})`);
    }
    const history = trackingWriteProblem(
      current?.tracking as SampleTrackingRecord[] | undefined,
      next.tracking as SampleTrackingRecord[] | undefined,
      user.userCode,
    );
    if (history) throw refuse('forbidden', history);
  },
};
