// The text-run cap of the XLSX reader (docs/decisions/0031). An XML parser holds each text
// node, and each tag, whole until the next '<': a sheet that inflates to 1 GB of whitespace
// would make saxes build a 1 GB string (the 770 MB, or a string-length error reported
// as a damaged file). The guard sits between the inflated chunks and the parser and never lets
// a stretch without '<' grow past the cap.

/**
 * Feeds chunks to `write`. When a stretch with no '<' passes `max` characters, the part up to
 * the cap is written (so the parser's state is current) and `onOverflow` runs: it throws to
 * refuse the file, or returns to drop the rest of the stretch up to the next '<'.
 */
export class XmlRunGuard {
  #run = 0;
  #skipping = false;
  readonly #max: number;
  readonly #write: (text: string) => void;
  readonly #onOverflow: () => void;

  constructor(max: number, write: (text: string) => void, onOverflow: () => void) {
    this.#max = max;
    this.#write = write;
    this.#onOverflow = onOverflow;
  }

  feed(chunk: string): void {
    // Fast path (every chunk of a normal sheet): two native searches, one write.
    if (!this.#skipping && chunk.length <= this.#max) {
      const first = chunk.indexOf('<');
      if (first < 0 ? this.#run + chunk.length <= this.#max : this.#run + first <= this.#max) {
        this.#run =
          first < 0 ? this.#run + chunk.length : chunk.length - 1 - chunk.lastIndexOf('<');
        this.#write(chunk);
        return;
      }
    }
    this.#feedSlowly(chunk);
  }

  #feedSlowly(chunk: string): void {
    let from = 0;
    while (from < chunk.length) {
      const next = chunk.indexOf('<', from);
      if (this.#skipping) {
        if (next < 0) return;
        this.#skipping = false;
        this.#run = 0;
        from = next;
        continue;
      }
      const end = next < 0 ? chunk.length : next;
      if (this.#run + (end - from) > this.#max) {
        const cut = from + (this.#max - this.#run);
        if (cut > from) this.#write(chunk.slice(from, cut));
        this.#run = this.#max;
        this.#onOverflow();
        this.#skipping = true;
        from = cut;
        continue;
      }
      if (next < 0) {
        this.#run += end - from;
        this.#write(from === 0 ? chunk : chunk.slice(from));
        return;
      }
      // Up to (not including) the '<': the stretch ends there and a new one starts.
      if (next > from) this.#write(chunk.slice(from, next));
      this.#run = 0;
      const rest = chunk.slice(next);
      if (rest.length <= this.#max) {
        this.feed(rest);
        return;
      }
      this.#write('<');
      from = next + 1;
    }
  }
}
