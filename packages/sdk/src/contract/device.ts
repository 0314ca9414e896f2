import { type Infer, object, string } from 'superstruct';

/** A device remembered by the identity service (spec 3 "Device"). */
export const deviceStruct = object({ id: string(), name: string() });
export type Device = Infer<typeof deviceStruct>;
