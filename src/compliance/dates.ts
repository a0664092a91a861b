/**
 * When the obligations of Regulation (EU) 2024/1689 apply: reviewed data, the one place to change when the law
 * changes. The high-risk dates follow the Digital Omnibus on AI while AMENDMENT.followed is true; set it to false to
 * answer with the dates of Art. 113 as published in 2024.
 */

export type DateKey = 'prohibitions' | 'gpai' | 'general' | 'transparency' | 'high_risk_annex_iii' | 'high_risk_annex_i' | 'gpai_legacy';

export interface ApplicationDate {
  key: DateKey;
  /** ISO date from which the obligations apply. */
  date: string;
  what: string;
  source: string;
  /** The date before the amendment, where the amendment moved it. */
  original?: { date: string; source: string };
}

/** The amendment that moves the high-risk dates, and how far it has come. */
export const AMENDMENT = {
  name: 'Digital Omnibus on AI',
  reference: 'Commission proposal COM(2025) 836 of 19 November 2025 amending Regulation (EU) 2024/1689',
  status: 'agreed by the co-legislators in 2026; the dates apply as amended once the amending regulation is in force (confirm its publication in the Official Journal)',
  /** true: answer the amended high-risk dates; false: the dates of Art. 113 as published. */
  followed: true,
} as const;

const ORIGINAL_ANNEX_III = { date: '2026-08-02', source: 'Regulation (EU) 2024/1689, Art. 113, second paragraph (general date of application)' };
const ORIGINAL_ANNEX_I = { date: '2027-08-02', source: 'Regulation (EU) 2024/1689, Art. 113, third paragraph, point (c) (Art. 6(1) and the corresponding obligations)' };

export const APPLICATION_DATES: Readonly<Record<DateKey, ApplicationDate>> = {
  prohibitions: {
    key: 'prohibitions', date: '2025-02-02',
    what: 'Chapter I (including AI literacy, Art. 4) and Chapter II (prohibited practices, Art. 5)',
    source: 'Regulation (EU) 2024/1689, Art. 113, third paragraph, point (a)',
  },
  gpai: {
    key: 'gpai', date: '2025-08-02',
    what: 'Chapter V: obligations of providers of general-purpose AI models (Arts. 51-55), with governance and penalties',
    source: 'Regulation (EU) 2024/1689, Art. 113, third paragraph, point (b)',
  },
  gpai_legacy: {
    key: 'gpai_legacy', date: '2027-08-02',
    what: 'general-purpose AI models placed on the market before 2 August 2025 must comply by this date',
    source: 'Regulation (EU) 2024/1689, Art. 111(3)',
  },
  general: {
    key: 'general', date: '2026-08-02',
    what: 'general date of application of the Regulation',
    source: 'Regulation (EU) 2024/1689, Art. 113, second paragraph',
  },
  transparency: {
    key: 'transparency', date: '2026-08-02',
    what: 'transparency obligations for providers and deployers of certain AI systems (Art. 50)',
    source: 'Regulation (EU) 2024/1689, Art. 113, second paragraph (general date of application)',
  },
  high_risk_annex_iii: AMENDMENT.followed
    ? {
      key: 'high_risk_annex_iii', date: '2027-12-02',
      what: 'obligations for high-risk AI systems listed in Annex III (Art. 6(2))',
      source: `${AMENDMENT.name} (${AMENDMENT.reference}); status: ${AMENDMENT.status}`,
      original: ORIGINAL_ANNEX_III,
    }
    : { key: 'high_risk_annex_iii', date: ORIGINAL_ANNEX_III.date, what: 'obligations for high-risk AI systems listed in Annex III (Art. 6(2))', source: ORIGINAL_ANNEX_III.source },
  high_risk_annex_i: AMENDMENT.followed
    ? {
      key: 'high_risk_annex_i', date: '2028-08-02',
      what: 'obligations for high-risk AI systems that are products, or safety components of products, covered by Annex I (Art. 6(1))',
      source: `${AMENDMENT.name} (${AMENDMENT.reference}); status: ${AMENDMENT.status}`,
      original: ORIGINAL_ANNEX_I,
    }
    : { key: 'high_risk_annex_i', date: ORIGINAL_ANNEX_I.date, what: 'obligations for high-risk AI systems under Annex I (Art. 6(1))', source: ORIGINAL_ANNEX_I.source },
};
