import type * as v from 'valibot';
import { responseSchema } from './response-schema';

/** A reply that is only a message (product §7: resend, reset, register, logout…). */
export const messageResponseSchema = responseSchema((v) => v.object({ message: v.string() }));
export type MessageResponse = v.InferOutput<typeof messageResponseSchema>;
