import { ZApiKey, ZApiKeyIdInput, ZCreateApiKeyInput, ZCreatedApiKey } from '@samity/domain';
import { z } from 'zod';
import { credentialProcedure } from '../../procedures';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/api-keys.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Integrators' API keys on /Admin: Full_Access+ with a session only; a key never manages keys. */
export const adminApiKeysRouter = router({
  list: credentialProcedure('apiKeys')
    .meta(
      rest(
        'admin',
        'GET',
        '/api-keys',
        'All API keys (never a secret), newest first',
        'At most 200 keys, revoked and expired ones included; not paged.',
      ),
    )
    .input(z.void())
    .output(z.array(ZApiKey))
    .query(({ ctx }) => listApiKeys(ctx)),

  create: credentialProcedure('apiKeys')
    .meta(
      rest(
        'admin',
        'POST',
        '/api-keys',
        'Creates an API key; the answer is the only time its secret is shown',
        'The privilege may not be higher than the creating admin’s (403). Only the SHA-256 of the key is stored.',
      ),
    )
    .input(ZCreateApiKeyInput)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => createApiKey(ctx, input)),

  delete: credentialProcedure('apiKeys')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/api-keys/{id}',
        'Revokes an API key at once, on every server instance',
        '404 when no key has the id, 409 when it is already revoked.',
      ),
    )
    .input(ZApiKeyIdInput)
    .output(ZApiKey)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, input.id)),
});
