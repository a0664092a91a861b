/** Helpers of the policy API tests: accounts, active policies and checks against a running server. */
import assert from 'node:assert/strict';
import { api } from './server.js';

/** A key of a fresh account. */
export async function newAccount(server: { base: string; adminKey: string }, name = 'team'): Promise<string> {
  const r = await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name, tier: 'enterprise' } });
  assert.equal(r.status, 201);
  return r.body.key;
}

/** Creates a policy with these fields and activates it; answers the activation reply. */
export async function activePolicy(server: { base: string }, key: string, body: Record<string, unknown>): Promise<any> {
  const created = await api(server, 'POST', '/v2/policies', { key, body: { name: 'p', ...body } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const activated = await api(server, 'PUT', `/v2/policies/${created.body.id}/activate`, { key });
  assert.equal(activated.status, 200);
  return activated.body;
}

/** A check that must answer 200; its result. */
export async function checkAs(server: { base: string }, key: string | undefined, type: string, value: string): Promise<any> {
  const r = await api(server, 'POST', '/v2/check', { key, body: { type, value } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}
