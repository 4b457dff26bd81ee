import { describe, expect, it } from 'vitest';
import { assignmentName, promptName, subtypeOfChoice } from './labels.ts';
import { prepareAssignment, AssignmentWriteRefused } from './writes.ts';

describe('[000 §9 delete-prompt titles] names in a delete prompt', () => {
  it('[000 §9 delete-prompt titles] are cut to 50 characters, the cut marked', () => {
    expect(promptName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(promptName('b'.repeat(51))).toBe(`${'b'.repeat(50)}…`);
    // Characters, not UTF-16 units: a name in Japanese or with emoji is cut the same way.
    expect(promptName('割'.repeat(60))).toBe(`${'割'.repeat(50)}…`);
  });

  it('[001 §3 coordinator assignment] name the requester and the coordinator, codes where names are missing', () => {
    expect(
      assignmentName({ requesterCode: 'U1', requesterName: 'Ann Lee', coordinatorCode: 'C1' }),
    ).toBe('Ann Lee → C1');
  });
});

describe('[001 §3 coordinator assignment] what the grid stores', () => {
  const row = {
    id: 'a1',
    coordinatorCode: 'C1',
    requesterCode: 'U1',
    status: 'Active' as const,
  };
  const NOW = '2025-06-01T12:00:00.000Z';

  it('[001 §3 coordinator assignment] Both, or a cleared order type, is stored as no subtype', () => {
    expect(subtypeOfChoice('both')).toBeUndefined();
    expect(subtypeOfChoice(null)).toBeUndefined();
    expect(subtypeOfChoice('promo')).toBe('promo');
    const both = prepareAssignment({ ...row, orderSubtype: 'both' as never }, NOW);
    expect('orderSubtype' in both).toBe(false);
    expect(both.modifiedDate).toBe(NOW);
    expect(prepareAssignment({ ...row, orderSubtype: 'sample' }, NOW).orderSubtype).toBe('sample');
  });

  it('[001 §3 coordinator assignment] a blank name is left out; a document the schema refuses is not stored', () => {
    const cleared = prepareAssignment({ ...row, requesterName: null as never }, NOW);
    expect('requesterName' in cleared).toBe(false);
    expect(() => prepareAssignment({ ...row, status: 'Gone' as never }, NOW)).toThrow(
      AssignmentWriteRefused,
    );
  });
});
