import { describe, expect, it } from 'vitest';
import { messages, uploadRefusedMessage } from '../../contract/messages';
import { checkUpload } from './check-upload';

const m = messages.upload;
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
});
