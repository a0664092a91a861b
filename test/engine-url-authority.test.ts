import { test } from 'node:test';
import assert from 'node:assert/strict';
import { urlHostAt } from '../src/engine/parse/url-authority.js';
import { remoteHost, urlUserinfo } from '../src/engine/parse/git-command.js';
import { signInTargetAt } from '../src/engine/frames/sign-in.js';

// One reading of a URL's host for git remotes, sign-in targets and link destinations: the authority ends at '/', '?'
// or '#', loses its user-info and port, and an IPv6 literal its brackets.
test('url authority: the host ends at a path, a query or a fragment', () => {
  const at = (u: string) => urlHostAt(u, u.indexOf('://') + 3);
  assert.equal(at('https://git.example.org/team/app.git'), 'git.example.org');
  assert.equal(at('https://git.example.org?ref=main'), 'git.example.org');
  assert.equal(at('https://git.example.org#readme'), 'git.example.org');
  assert.equal(at('https://bot:s3cret@Git.Example.org:8443/x'), 'git.example.org');
  assert.equal(at('ssh://git@[2001:db8::7]:2222/repo.git'), '2001:db8::7');
  assert.equal(at('https://'), '');
});

test('url authority: git remotes read the same host as every other reader', () => {
  assert.equal(remoteHost('https://github.com?tab=repos'), 'github.com');
  assert.equal(remoteHost('https://gitlab.example.com#frag'), 'gitlab.example.com');
  assert.equal(remoteHost('git@github.com:acme/app.git'), 'github.com');
  assert.equal(remoteHost('https://'), null);
  // an address in a query is no user-info of the authority
  assert.equal(urlUserinfo('https://gitlab.example.com?invite=dev@acme.io'), null);
  assert.equal(urlUserinfo('https://ci:glpat-abc@gitlab.example.com/x.git'), 'ci:glpat-abc');
});

test('url authority: a sign-in endpoint on a paste site or a tunnel is no sign-in', () => {
  assert.equal(signInTargetAt('post https://id.acme-corp.com/oauth2/token', 4), true);
  assert.equal(signInTargetAt('post https://pastebin.com/api/session', 4), false);
  assert.equal(signInTargetAt('post https://pastebin.com?x=1/login', 4), false);
});
