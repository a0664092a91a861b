import { assess, LEVELS, levelFrom, requirementsFor } from '../compliance/assess.js';
import type { SystemDescription } from '../compliance/classify.js';
import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { Type } from '@sinclair/typebox';
import { AgentProfileBody, AssessBody } from '../schemas/compliance.js';
import { AnyObject } from '../schemas/results.js';
import { compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';

const parseAssess = compileSchema(AssessBody);
const parseProfile = compileSchema(AgentProfileBody);

/** The SDK's domain names, spelled as the assessment's vocabulary knows them. */
const PROFILE_DOMAINS: Readonly<Record<string, string>> = {
  hr: 'employment', law_enforcement: 'law enforcement', critical_infrastructure: 'critical infrastructure',
  healthcare: 'healthcare', finance: 'finance', legal: 'justice legal', education: 'education', general: 'general',
};

function describe(body: unknown): { description: SystemDescription; partialOversight: boolean } {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'agentProfile' in body) {
    const p = parseProfile(body).agentProfile;
    const domain = Object.hasOwn(PROFILE_DOMAINS, p.domain) ? PROFILE_DOMAINS[p.domain]! : p.domain;
    return {
      description: {
        systemType: [p.name, p.description ?? ''].join(' ').trim(),
        domain,
        hasHumanOversight: p.autonomyLevel !== 'fully_autonomous',
        facts: { makesDecisions: p.makesDecisions, affectsSafety: p.affectsSafety, interactsWithPublic: p.interactsWithPublic, usesPersonalData: p.usesPersonalData },
      },
      partialOversight: p.autonomyLevel === 'semi_autonomous',
    };
  }
  return { description: parseAssess(body), partialOversight: false };
}

/** POST /v2/compliance/assess and GET /v2/compliance/requirements (key required, spec 4.7). */
export function complianceRoutes(_services: Services): Route[] {
  return [
    {
      method: 'POST', path: '/v2/compliance/assess', access: 'required', body: true, limited: true,
      doc: {
        tag: 'compliance', summary: 'EU AI Act (Regulation (EU) 2024/1689) assessment of a described AI system; supports a review, not legal advice',
        body: Type.Union([AssessBody, AgentProfileBody]), response: AnyObject,
        example: { request: { systemType: 'CV screening that ranks candidates', domain: 'employment', hasHumanOversight: true } },
      },
      handler: (ctx: RequestContext) => {
        const { description, partialOversight } = describe(ctx.body);
        return { status: 200, body: assess(description, partialOversight) };
      },
    },
    {
      method: 'GET', path: '/v2/compliance/requirements', access: 'required', body: false, limited: true,
      doc: {
        tag: 'compliance', summary: 'The obligations of one risk level, with articles and application dates',
        query: Type.Object({ level: Type.String({ description: `one of ${LEVELS.join(', ')} (aliases: unacceptable, high-risk, transparency, low, general-purpose, systemic)` }) }), response: AnyObject,
      },
      handler: (ctx: RequestContext) => {
        const raw = new URLSearchParams(ctx.query).get('level');
        const allowed = `allowed: ${LEVELS.join(', ')}`;
        if (raw === null || raw.trim() === '') throw new ApiError('INVALID_REQUEST', `level: required (${allowed})`);
        const level = levelFrom(raw);
        if (level === undefined) throw new ApiError('INVALID_REQUEST', `level: unknown level "${raw.slice(0, 40)}" (${allowed})`, { allowed: LEVELS });
        return { status: 200, body: requirementsFor(level) };
      },
    },
  ];
}
