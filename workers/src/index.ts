// Heavy jobs as plain async functions (Excel parse and validation, XLSX / PDF / ZIP export),
// each with a thin *.worker.ts comlink entry. See CONTEXT.md.
export {};
