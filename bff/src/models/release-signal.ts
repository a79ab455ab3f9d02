import { BaseModel } from './base';

/** Loads and errors the shell reported of one build of an area in one minute (issue #26 item 6; services/releases/signals.ts). */
export class ReleaseSignal extends BaseModel {
  static override tableName = 'release_signals';
  static override idColumn = ['area', 'build', 'minute'];
  area!: string;
  /** '' when the build was not known. */
  build!: string;
  minute!: Date;
  loads!: number;
  errors!: number;
}
