import { Type } from '@sinclair/typebox';

// The nullable field shapes every payload schema uses.
export const OptStr = Type.Union([Type.String(), Type.Null()]);
export const OptInt = Type.Union([Type.Integer(), Type.Null()]);
