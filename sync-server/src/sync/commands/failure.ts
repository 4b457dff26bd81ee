import { Refusal } from '../policy.ts';

/** A command the rules refuse, with per-item errors (spec 001 §8 'style/color: message'). */
export class CommandFailure extends Refusal {
  readonly errors: readonly string[];
  constructor(message: string, errors: readonly string[] = []) {
    super('commandFailed', message);
    this.errors = errors;
  }
}
