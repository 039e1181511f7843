// The seller's legal information in a footer (decision 0030): the markup comes from @dcm/shared,
// the very string the server wrote into the pre-rendered pages, so the app's footer is identical to
// the one painted first and the hand-off moves nothing. The wrapper empty is SELLER_INFO_SLOT.
import { sellerInfoHtml, type SellerInfo as Seller } from '@dcm/shared/content/seller-fields';
import { useTranslation } from 'react-i18next';

export function SellerInfo({ seller }: { seller: Seller | undefined }) {
  const { i18n } = useTranslation();
  const html = sellerInfoHtml(seller, i18n.language === 'en' ? 'en' : 'ko');
  // Safe: every configured value is escaped by sellerInfoHtml; the rest is our own markup.
  return <div data-seller-info="" dangerouslySetInnerHTML={{ __html: html }} />;
}
