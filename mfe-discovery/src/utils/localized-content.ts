import { useLanguage } from '@events/api-client/language';
import { localizedDescription, localizedName, type DescribedContent, type NamedContent } from '@events/ui/i18n/localized-content';

export type LocalizedContent = {
  readonly name: (item: NamedContent) => string;
  readonly description: (item: DescribedContent) => string;
};

/**
 * The names and descriptions in the reader's language (the shell's, shared by every remote): user content is
 * never translated, only the producer's own Spanish text shown to Spanish readers, and a category's Spanish name
 * (issue 31). The rule is libs/ui's, which every remote shares.
 */
export function useLocalizedContent(): LocalizedContent {
  const language = useLanguage();
  return {
    name: (item) => localizedName(item, language),
    description: (item) => localizedDescription(item, language),
  };
}
