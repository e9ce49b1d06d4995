import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The search ads' screens' shared words. */
export const searchAdMessages = plainMessages(defineMessages({
  impressions: { id: 'editor.searchAds.impressions', defaultMessage: 'Impressions' },
  clicks: { id: 'editor.searchAds.clicks', defaultMessage: 'Clicks' },
  newAd: { id: 'editor.searchAds.newAd', defaultMessage: 'New search ad' },
}));
