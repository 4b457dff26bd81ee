// Limits of the grid's controller, in a module of their own so the helpers (bulk.ts) read them
// without importing GridController back (a runtime import cycle).

/** Beyond this many cells one change is refused (a select-all clear of a huge list). */
export const MAX_CELLS_PER_CHANGE = 250_000;
