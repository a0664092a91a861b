import { Type } from '@sinclair/typebox';

const Text = (description: string) => Type.String({ minLength: 1, maxLength: 500, description });

/** POST /v2/compliance/assess, the spec's form (2.9). */
export const AssessBody = Type.Object({
  systemType: Text('what the AI system is or does, 1-500 characters (e.g. chatbot, recruitment screening, credit scoring)'),
  domain: Text('where it is used, 1-500 characters (e.g. employment, finance, education, general)'),
  hasHumanOversight: Type.Boolean({ description: 'true or false' }),
});

/** POST /v2/compliance/assess, the Surfinguard SDK's form. */
export const AgentProfileBody = Type.Object({
  agentProfile: Type.Object({
    name: Text('the agent\'s name'),
    description: Type.Optional(Type.String({ maxLength: 2000, description: 'up to 2000 characters' })),
    domain: Type.String({ minLength: 1, maxLength: 100, description: 'healthcare, finance, legal, education, hr, law_enforcement, critical_infrastructure or general' }),
    autonomyLevel: Type.Union([Type.Literal('supervised'), Type.Literal('semi_autonomous'), Type.Literal('fully_autonomous')], { description: 'supervised, semi_autonomous or fully_autonomous' }),
    usesPersonalData: Type.Optional(Type.Boolean()),
    affectsSafety: Type.Optional(Type.Boolean()),
    makesDecisions: Type.Optional(Type.Boolean()),
    interactsWithPublic: Type.Optional(Type.Boolean()),
  }),
});
