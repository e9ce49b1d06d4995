/** Types of the `zipcodes` package (CommonJS, no bundled types): US ZIP and Canadian FSA gazetteer. */
declare module 'zipcodes' {
  export type ZipCodeEntry = {
    readonly zip: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly city: string;
    /** Two-letter code for the US; the province's name for Canada. */
    readonly state: string;
    /** 'US' or 'Canada'. */
    readonly country: string;
  };

  export type ZipCodes = {
    /** Every entry by ZIP (US) or FSA (Canada). */
    readonly codes: Readonly<Record<string, ZipCodeEntry>>;
    lookup(zip: string | number): ZipCodeEntry | undefined;
    /** Exact (case-insensitive) city name within a state given by code or full name. */
    lookupByName(city: string, state: string): ZipCodeEntry[];
    readonly states: {
      /** Upper-case full name -> two-letter code (US states, DC, territories and Canadian provinces). */
      readonly full: Readonly<Record<string, string>>;
      /** Two-letter code -> upper-case full name. */
      readonly abbr: Readonly<Record<string, string>>;
    };
  };

  const zipcodes: ZipCodes;
  export default zipcodes;
}
