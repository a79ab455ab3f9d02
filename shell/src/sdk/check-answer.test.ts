import { endpoint } from '@nextlevel/bff/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkAnswer, ContractMismatchError } from './check-answer';

const getThing = endpoint({ method: 'GET', path: '/api/thing', role: 'any', response: v.object({ id: v.string() }) });
const recordThing = endpoint({ method: 'POST', path: '/api/thing', role: 'any' });

describe('checkAnswer (development and tests)', () => {
  it('passes an answer that fits its definition', () => {
    expect(checkAnswer(getThing, { id: 'a' })).toEqual({ id: 'a' });
    expect(checkAnswer(recordThing, undefined)).toBeUndefined();
  });

  it('fails an answer off its definition, naming the endpoint and the place', () => {
    expect(() => checkAnswer(getThing, { id: 1 })).toThrow(ContractMismatchError);
    expect(() => checkAnswer(getThing, { id: 1 })).toThrow(/GET \/api\/thing answered off its contract \(id: /);
    expect(() => checkAnswer(recordThing, { surprise: true })).toThrow(/a body where none was defined/);
  });
});
