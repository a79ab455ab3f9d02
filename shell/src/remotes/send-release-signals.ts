import { recordReleaseSignals } from '@nextlevel/bff/contract';
import { callApi } from '../sdk/api';
import type { ReleaseSignal } from './release-signals';

/** One beacon through the API client, outliving the page (loaded on the first beacon: `/` does not carry it). */
export const sendReleaseSignals = (signals: ReleaseSignal[]) => callApi(recordReleaseSignals, { body: { signals }, keepalive: true });
