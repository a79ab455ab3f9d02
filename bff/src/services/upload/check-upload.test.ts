import { describe, expect, it } from 'vitest';
import { uploadRefusedMessage, uploadMessages } from '../../contract/messages';
import { checkUpload } from './check-upload';

const m = uploadMessages;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('checkUpload', () => {
  it('maps schema issues at data.N to record N + 1, one per record', () => {
    const checked = checkUpload({ table: 'authors', data: [{ id: id(1), name: 'Ada' }, { id: 'x', name: '' }, { id: id(3) }] });
    expect(checked).toEqual({
      ok: false,
      refusal: {
        error: uploadRefusedMessage(2),
        problems: [
          { record: 2, error: m.idInvalid },
          { record: 3, error: m.nameRequired },
        ],
      },
    });
  });

  it('answers a body wrong as a whole with a 400 of its own message', () => {
    expect(() => checkUpload({ table: 'authors', data: [] })).toThrow(m.noRecords);
    expect(() => checkUpload({ table: 'users', data: [] })).toThrow(m.tableInvalid);
  });

  it('counts every wrong record of a long upload and names the first 50, record by record', () => {
    const data = Array.from({ length: 10_000 }, (_, i) => ({ id: i % 2 === 0 ? id(i) : 'x', name: 'Ada' }));
    const checked = checkUpload({ table: 'authors', data });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal.error).toBe(uploadRefusedMessage(5_000));
    expect(checked.refusal.problems).toHaveLength(50);
    expect(checked.refusal.problems![0]).toEqual({ record: 2, error: m.idInvalid });
  });

  it('checks the body as a whole before any record: a wrong table is its own 400 whatever the records', () => {
    expect(() => checkUpload({ table: 'users', data: [{ id: 'x' }] })).toThrow(m.tableInvalid);
    expect(() => checkUpload(null)).toThrow(m.tableInvalid);
    expect(() => checkUpload({ table: 'authors' })).toThrow(m.dataInvalid);
  });
});
