/** The product's name, shown everywhere through the {brand} message argument. Change it here only. */
export const BRAND_NAME = 'DETPrep';
/** The test we prepare for; named for what it is, never implying affiliation. */
export const TEST_NAME = 'Duolingo English Test';
