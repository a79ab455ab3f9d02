import { BaseModel } from './base';

/** A pipeline's deploy token for one area (issue #26), kept as its SHA-256; `pnpm cli deploy-token` makes and revokes them. */
export class DeployToken extends BaseModel {
  static override tableName = 'deploy_tokens';
  id!: string;
  area!: string;
  token_hash!: string;
  created_at!: Date;
  created_by!: string;
  revoked_at!: Date | null;
}
