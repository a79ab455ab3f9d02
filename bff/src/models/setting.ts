import { BaseModel } from './base';

export class Setting extends BaseModel {
  static override tableName = 'settings';
  static override idColumn = 'key';
  key!: string;
  value!: string;
  description!: string | null;
  updated_date!: Date;
}
