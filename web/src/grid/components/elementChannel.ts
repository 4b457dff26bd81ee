// The grid's scroll container, shared between the grid (event handlers) and the viewport
// (which mounts its rows once the container exists). A ref callback feeds it; the viewport
// subscribes, so only the viewport renders again when the element arrives.

export class ElementChannel<E extends Element> {
  private element: E | null = null;
  private readonly listeners = new Set<() => void>();

  /** Use as the element's ref callback. */
  readonly set = (element: E | null): void => {
    if (element === this.element) return;
    this.element = element;
    for (const listener of [...this.listeners]) listener();
  };

  readonly get = (): E | null => this.element;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get current(): E | null {
    return this.element;
  }
}
