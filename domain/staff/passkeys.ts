/** Shapes of the staff console's passkey calls, shared by the server and the console. */
import { z } from 'zod';

/** How long a passkey ceremony's challenge may be answered. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');

/** What both ceremonies' answers carry: the credential's id and type. */
const CREDENTIAL = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).passthrough(),
  authenticatorAttachment: z.string().max(20).optional(),
};

/** What navigator.credentials.create() answers, as @simplewebauthn/browser serialises it. */
const registrationResponse = z
  .object({
    ...CREDENTIAL,
    response: z
      .object({
        clientDataJSON: b64url(4000),
        attestationObject: b64url(20_000),
        transports: z.array(z.string().max(20)).max(10).optional(),
      })
      .passthrough(),
  })
  .passthrough();

/** What navigator.credentials.get() answers. */
const authenticationResponse = z
  .object({
    ...CREDENTIAL,
    response: z
      .object({
        clientDataJSON: b64url(4000),
        authenticatorData: b64url(4000),
        signature: b64url(2000),
        userHandle: b64url(200).optional(),
      })
      .passthrough(),
  })
  .passthrough();

export const passkeyRegistrationInput = z.object({
  label: z.string().trim().min(1, 'Name this passkey').max(100, 'At most 100 characters'),
  response: registrationResponse,
});

export const passkeySignInInput = z.object({ response: authenticationResponse });

/** A passkey in the member's list. */
export interface PasskeyView {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}
