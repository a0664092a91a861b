import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let key: string;

before(async () => {
  server = await startServer();
  key = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'compliance' } })).body.key;
});
after(async () => server.dispose());

const assess = (body: unknown) => api(server, 'POST', '/v2/compliance/assess', { key, body });
const system = (systemType: string, domain: string, hasHumanOversight = true) => assess({ systemType, domain, hasHumanOversight });
const articles = (r: any) => r.body.obligations.map((o: any) => (o.paragraph ? `${o.article}(${o.paragraph})` : o.article));

test('both compliance endpoints need a key', async () => {
  assert.equal((await api(server, 'POST', '/v2/compliance/assess', { body: { systemType: 'chatbot', domain: 'general', hasHumanOversight: true } })).status, 401);
  assert.equal((await api(server, 'GET', '/v2/compliance/requirements?level=high')).status, 401);
});

test('free text is classified: prohibited, high-risk (Annex III and Annex I), transparency, GPAI, minimal', async () => {
  const cases: Array<[string, string, string]> = [
    ['recruitment tool that ranks job applicants', 'employment', 'high'],
    ['hiring assistant', 'hr', 'high'],
    ['credit scoring model', 'consumer lending', 'high'],
    ['social scoring of citizens', 'public administration', 'prohibited'],
    ['real-time facial recognition', 'police in publicly accessible spaces', 'prohibited'],
    ['emotion recognition of employees', 'workplace', 'prohibited'],
    ['biometric identification', 'airport security', 'high'],
    ['load balancing controller for the power grid', 'critical infrastructure', 'high'],
    ['exam proctoring', 'education', 'high'],
    ['risk assessment of suspects', 'law enforcement', 'high'],
    ['visa application triage', 'migration', 'high'],
    ['assistant drafting court decisions for judges', 'justice', 'high'],
    ['diagnosis support for radiologists', 'healthcare', 'high'],
    ['customer support chatbot', 'retail', 'limited'],
    ['deepfake video generator', 'entertainment', 'limited'],
    ['general-purpose AI model', 'general', 'gpai'],
    ['frontier model trained with 10^25 FLOPs', 'general', 'gpai_systemic'],
    ['spam filter', 'email', 'minimal'],
    ['coding agent', 'software development', 'minimal'],
    ['HR chatbot answering policy questions', 'hr', 'limited'],
    ['inventory forecasting', 'warehouse logistics', 'minimal'],
  ];
  for (const [systemType, domain, category] of cases) {
    const r = await system(systemType, domain);
    assert.equal(r.status, 200, systemType);
    assert.equal(r.body.category, category, `${systemType} / ${domain}: ${JSON.stringify(r.body.reasons)}`);
    assert.ok(r.body.reasons.length > 0, 'every category is explained');
    assert.match(r.body.disclaimer, /not legal advice/);
  }
});

test('a high-risk Annex III system lists Arts. 9-15, 17, 26, 27, 43, 49, 72, 73 from 2 Dec 2027 with their source', async () => {
  const r = await system('CV screening that ranks candidates', 'employment');
  const list = articles(r);
  for (const a of ['Art. 9', 'Art. 10', 'Art. 11', 'Art. 12', 'Art. 13', 'Art. 14', 'Art. 15', 'Art. 17', 'Art. 19(1)', 'Art. 26', 'Art. 26(6)', 'Art. 27', 'Art. 43', 'Art. 49', 'Art. 72', 'Art. 73', 'Art. 4']) {
    assert.ok(list.includes(a), `${a} in ${list.join(', ')}`);
  }
  const art9 = r.body.obligations.find((o: any) => o.article === 'Art. 9');
  assert.equal(art9.applies_from, '2027-12-02');
  assert.match(art9.applies_from_source, /Digital Omnibus/);
  assert.equal(r.body.obligations.find((o: any) => o.article === 'Art. 4').applies_from, '2025-02-02');
  const dates = Object.fromEntries(r.body.application_dates.map((d: any) => [d.key, d]));
  assert.equal(dates.high_risk_annex_iii.original.date, '2026-08-02');
  assert.ok(r.body.notes.some((n: string) => n.includes('Art. 6(3)')));
});

test('an Annex I product applies from 2 Aug 2028; prohibitions from 2 Feb 2025; GPAI from 2 Aug 2025; Art. 50 from 2 Aug 2026', async () => {
  const product = await system('collision avoidance safety component for industrial robots', 'machinery');
  assert.equal(product.body.category, 'high');
  assert.equal(product.body.obligations.find((o: any) => o.article === 'Art. 9').applies_from, '2028-08-02');
  const banned = await system('social scoring', 'municipal services');
  const art5 = banned.body.obligations.find((o: any) => o.article === 'Art. 5');
  assert.equal(art5.applies_from, '2025-02-02');
  assert.match(art5.applies_from_source, /Art\. 113/);
  assert.equal(art5.status, 'non_compliant');
  assert.equal(banned.body.overallStatus, 'non_compliant');
  const model = await system('foundation model', 'general');
  assert.ok(articles(model).includes('Art. 53(1)'));
  assert.equal(model.body.obligations.find((o: any) => o.article === 'Art. 53').applies_from, '2025-08-02');
  const bot = await system('chatbot', 'general');
  const art50 = bot.body.obligations.find((o: any) => o.article === 'Art. 50');
  assert.equal(art50.paragraph, '1');
  assert.equal(art50.applies_from, '2026-08-02');
  assert.ok(!articles(bot).includes('Art. 50(2)'), 'only the Art. 50 duties the system has');
});

test('hasHumanOversight changes Art. 14 (status and explanation), never the category', async () => {
  const withOversight = await system('credit scoring', 'finance', true);
  const without = await system('credit scoring', 'finance', false);
  assert.equal(withOversight.body.category, without.body.category);
  const art14 = (r: any) => r.body.obligations.find((o: any) => o.article === 'Art. 14');
  assert.equal(art14(withOversight).status, 'partial');
  assert.equal(art14(without).status, 'non_compliant');
  assert.equal(without.body.overallStatus, 'non_compliant');
  assert.equal(withOversight.body.overallStatus, 'review_required');
  assert.match(without.body.human_oversight.effect, /Art\. 14 is not met/);
  assert.equal(without.body.human_oversight.provided, false);
  const minimal = await system('spam filter', 'email', false);
  assert.match(minimal.body.human_oversight.effect, /No legal requirement/);
});

test('the answer names how SafeGate records help: session history for Arts. 12, 19, 26(6); policy modes for Art. 14; stats for Art. 72', async () => {
  const r = await system('employee monitoring', 'workforce');
  const by = (a: string, p: string | null = null) => r.body.obligations.find((o: any) => o.article === a && o.paragraph === p);
  assert.match(by('Art. 12').safegate, /session history/);
  assert.match(by('Art. 19', '1').safegate, /six months/);
  assert.match(by('Art. 26', '6').safegate, /session history/);
  assert.match(by('Art. 14').safegate, /policy modes/);
  assert.match(by('Art. 72').safegate, /threat-feed\/stats/);
  assert.ok(r.body.safegate_records.some((s: any) => s.articles.includes('Art. 72')));
});

test('the Surfinguard SDK body gets its ComplianceReport fields', async () => {
  const r = await assess({ agentProfile: { name: 'Loan officer agent', domain: 'finance', autonomyLevel: 'fully_autonomous', usesPersonalData: true, makesDecisions: true, interactsWithPublic: true } });
  assert.equal(r.status, 200);
  assert.match(r.body.framework, /EU AI Act/);
  assert.equal(r.body.riskClassification, 'high');
  assert.equal(r.body.overallStatus, 'non_compliant');
  assert.ok(!Number.isNaN(Date.parse(r.body.assessedAt)));
  for (const req of r.body.requirements) {
    for (const field of ['id', 'article', 'title', 'description', 'status']) assert.equal(typeof req[field], 'string', field);
    assert.ok(Array.isArray(req.appliesTo));
  }
  const s = r.body.summary;
  assert.equal(s.total, r.body.requirements.length);
  assert.equal(s.nonCompliant, r.body.requirements.filter((x: any) => x.status === 'non_compliant').length);
  assert.ok(r.body.requirements.some((x: any) => x.article === 'Art. 50(1)'));
  assert.ok(r.body.notes.some((n: string) => n.includes('profiling')));
  const supervised = await assess({ agentProfile: { name: 'Helpdesk', domain: 'general', autonomyLevel: 'supervised' } });
  assert.equal(supervised.body.riskClassification, 'minimal');
  const bad = await assess({ agentProfile: { name: 'x', domain: 'general', autonomyLevel: 'rogue' } });
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /autonomyLevel/);
});

test('invalid bodies are refused with 400 naming the field', async () => {
  for (const [body, field] of [[{}, /systemType/], [{ systemType: 'chatbot', hasHumanOversight: true }, /domain/], [{ systemType: 'chatbot', domain: 'x' }, /hasHumanOversight/], [{ systemType: 'chatbot', domain: 'x', hasHumanOversight: 'yes' }, /hasHumanOversight/], [{ systemType: '', domain: 'x', hasHumanOversight: true }, /systemType/], [{ systemType: 'x'.repeat(501), domain: 'x', hasHumanOversight: true }, /systemType/]] as const) {
    const r = await assess(body);
    assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(r.body.code, 'INVALID_REQUEST');
    assert.match(r.body.error, field);
  }
  assert.equal((await assess('[]')).status, 400);
});

test('requirements per level; an unknown or missing level is a 400 listing the allowed ones', async () => {
  const high = await api(server, 'GET', '/v2/compliance/requirements?level=high', { key });
  assert.equal(high.status, 200);
  const arts = new Set(high.body.obligations.map((o: any) => o.article));
  for (const a of ['Art. 9', 'Art. 10', 'Art. 11', 'Art. 12', 'Art. 13', 'Art. 14', 'Art. 15', 'Art. 17', 'Art. 26', 'Art. 27', 'Art. 43', 'Art. 49', 'Art. 72', 'Art. 73']) assert.ok(arts.has(a), a);
  const art9 = high.body.obligations.find((o: any) => o.article === 'Art. 9');
  assert.equal(art9.application_dates.annex_iii.date, '2027-12-02');
  assert.equal(art9.application_dates.annex_i.date, '2028-08-02');
  const alias = await api(server, 'GET', '/v2/compliance/requirements?level=unacceptable', { key });
  assert.equal(alias.body.level, 'prohibited');
  assert.equal(alias.body.obligations.find((o: any) => o.article === 'Art. 5').applies_from, '2025-02-02');
  const gpai = await api(server, 'GET', '/v2/compliance/requirements?level=gpai', { key });
  assert.ok(gpai.body.obligations.some((o: any) => o.article === 'Art. 53'));
  for (const q of ['?level=extreme', '', '?level=']) {
    const r = await api(server, 'GET', `/v2/compliance/requirements${q}`, { key });
    assert.equal(r.status, 400, q);
    assert.match(r.body.error, /prohibited, high, limited, gpai, gpai_systemic, minimal/);
  }
});
