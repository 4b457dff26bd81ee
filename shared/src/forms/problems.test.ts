import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { coordinatorAssignmentSchema } from '../entities/coordinator-assignment.ts';
import { emailSchema, isoDateSchema, moneySchema } from '../entities/common.ts';
import { fieldProblems, isBlankValue, problemOfField, type FieldProblem } from './problems.ts';

const schema = z.object({
  name: z.string().min(1).max(5),
  code: z.string().min(3),
  email: emailSchema,
  start: isoDateSchema,
  price: moneySchema,
  quantity: z.number().int().min(1).max(10),
  status: z.enum(['Active', 'Inactive']),
  tags: z.array(z.string()).min(1).max(2),
  style: z.string().regex(/^[A-Z]+$/),
  address: z.object({ country: z.string().min(1) }),
  ratio: z.number().refine((v) => v !== 3, { message: 'three is not allowed' }),
});

function problemsOf(values: Record<string, unknown>): Readonly<Record<string, FieldProblem>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return fieldProblems(result.error, values);
}

describe('[000 §5] schema refusals become translated field problems, never zod text', () => {
  it('an empty or missing value of a needed field is "required", whatever the check', () => {
    expect(
      problemsOf({ name: '', email: '', start: '', tags: [], address: { country: '' } }),
    ).toEqual({
      name: { code: 'required' },
      code: { code: 'required' },
      email: { code: 'required' },
      start: { code: 'required' },
      price: { code: 'required' },
      quantity: { code: 'required' },
      status: { code: 'required' },
      tags: { code: 'required' },
      style: { code: 'required' },
      'address.country': { code: 'required' },
      ratio: { code: 'required' },
    });
  });

  it('a wrong value gets the rule it breaks, with its bound', () => {
    expect(
      problemsOf({
        name: 'toolong',
        code: 'ab',
        email: 'ana@example',
        start: '2023-02-29',
        price: 12.5,
        quantity: 11,
        status: 'Paused',
        tags: ['a', 'b', 'c'],
        style: 'abc',
        address: { country: 'US' },
        ratio: 3,
      }),
    ).toEqual({
      name: { code: 'tooLong', maximum: 5 },
      code: { code: 'tooShort', minimum: 3 },
      email: { code: 'invalidEmail' },
      start: { code: 'invalidDate' },
      price: { code: 'wholeNumber' },
      quantity: { code: 'tooBig', maximum: 10 },
      status: { code: 'notAnOption' },
      tags: { code: 'tooManyItems', maximum: 2 },
      style: { code: 'invalidFormat' },
      ratio: { code: 'invalid' },
    });
  });

  it('numbers below the bound, and text where a number belongs', () => {
    const problems = problemsOf({ quantity: 0, price: -1, ratio: 'x' });
    expect(problems['quantity']).toEqual({ code: 'tooSmall', minimum: 1 });
    expect(problems['price']).toEqual({ code: 'tooSmall', minimum: 0 });
    expect(problems['ratio']).toEqual({ code: 'notANumber' });
  });

  it('a field shows the problem of anything inside it', () => {
    const problems = problemsOf({ address: {} });
    expect(problemOfField(problems, 'address')).toEqual({ code: 'required' });
    expect(problemOfField(problems, 'addr')).toBeUndefined();
  });

  it('a coordinator assignment without codes names both fields, and nothing else', () => {
    const values = { id: 'a1', _deleted: false, coordinatorCode: '', requesterCode: '' };
    const result = coordinatorAssignmentSchema.safeParse(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldProblems(result.error, values)).toEqual({
      coordinatorCode: { code: 'required' },
      requesterCode: { code: 'required' },
    });
  });

  it.each([
    [undefined, true],
    [null, true],
    ['  ', true],
    [[], true],
    [Number.NaN, true],
    ['a', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('isBlankValue(%j) is %s', (value, blank) => {
    expect(isBlankValue(value)).toBe(blank);
  });
});
