import { usePhrase } from '@storefront/platform';
import type { MyQRCodePageViewModel } from '../../../contract/member-profile';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { qrCodeImageSource } from './qr-code-image';
import './my-qrcode-page.css';

/** Big enough for a till's scanner from a phone held at arm's length. */
const qrCodeSizePx = 280;

/** `/my-pages/qr-code`: the member number as a QR code to show at the till. */
export default function MyQRCodePage({ page }: { page: MyQRCodePageViewModel }) {
  const t = usePhrase();
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_QrCode">
        <h1 className="a_Page__heading">{t('/MyPages/QrCode/Heading')}</h1>
        <p className="a_Page__intro">{t('/MyPages/QrCode/Hint')}</p>
        <figure className="a_QrCode__card">
          <img
            className="a_QrCode__image"
            src={qrCodeImageSource(page.qrCodeSvg)}
            alt={t('/MyPages/QrCode/Alt', { memberNumber: page.memberNumber })}
            width={qrCodeSizePx}
            height={qrCodeSizePx}
          />
          <figcaption className="a_QrCode__number">
            {t('/MyPages/MemberNumber')} <strong>{page.memberNumber}</strong>
          </figcaption>
        </figure>
        <p className="a_QrCode__brightness">{t('/MyPages/QrCode/Brightness')}</p>
      </div>
    </MyPagesLayout>
  );
}
