/** The legal pages of spec 2 and the translation prefix of each (`legal_<key>_title`, `..._section_<n>_...`). */
export const LEGAL_DOCUMENTS = {
  terms: { key: 'terms', sections: 4, updated: '2026-01-15' },
  privacy: { key: 'privacy', sections: 4, updated: '2026-01-15' },
  termsOfUse: { key: 'terms_of_use', sections: 4, updated: '2026-01-15' },
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
