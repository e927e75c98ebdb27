import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Queryable } from '../db/db';
import {
  insertAd,
  insertNotice,
  upsertColumn,
  type ColumnKey,
  type Localized,
  type NoticeText,
} from './content';

const DAY_MS = 24 * 60 * 60_000;

export interface SeedContent {
  notices: readonly { kind: 'notice' | 'announcement'; daysAgo: number; texts: Localized<NoticeText> }[];
  ads: readonly {
    imageUrl: string;
    images: Partial<Record<Locale, string>>;
    linkUrl: string | null;
    titles: Localized<string>;
  }[];
  columns: Record<ColumnKey, Localized<{ title: string; contentHtml: string }>>;
}

const NOTICES: SeedContent['notices'] = [
  {
    kind: 'announcement',
    daysAgo: 12,
    texts: {
      en: {
        title: 'Welcome to BTCW staking',
        summary: 'Stake a mining device by its hashrate ID and receive daily output.',
        contentHtml:
          '<p>Welcome! Each mining device has a <strong>hashrate ID</strong>. Search it on the Stake page, confirm the amount and pay from your wallet.</p><ol><li>Search the hashrate ID</li><li>Lock the device</li><li>Pay with BTCW</li><li>Receive daily output</li></ol>',
      },
      'zh-Hant': {
        title: '歡迎使用 BTCW 質押',
        summary: '以算力 ID 質押礦機，每日獲得產出。',
        contentHtml:
          '<p>歡迎！每台礦機都有一個<strong>算力 ID</strong>。在質押頁面搜尋，確認金額後以錢包付款。</p><ol><li>搜尋算力 ID</li><li>鎖定礦機</li><li>以 BTCW 付款</li><li>每日獲得產出</li></ol>',
      },
      vi: {
        title: 'Chào mừng đến với staking BTCW',
        summary: 'Staking thiết bị đào bằng ID sức mạnh băm và nhận sản lượng hằng ngày.',
        contentHtml:
          '<p>Xin chào! Mỗi thiết bị đào có một <strong>ID sức mạnh băm</strong>. Tìm ID trên trang Staking, xác nhận số tiền và thanh toán bằng ví.</p><ol><li>Tìm ID sức mạnh băm</li><li>Khóa thiết bị</li><li>Thanh toán bằng BTCW</li><li>Nhận sản lượng hằng ngày</li></ol>',
      },
    },
  },
  {
    kind: 'notice',
    daysAgo: 6,
    texts: {
      en: {
        title: 'Scheduled node upgrade',
        summary: 'Recharges and withdrawals pause for about 30 minutes during the upgrade.',
        contentHtml:
          '<p>We will upgrade the BTCW nodes on Saturday at 02:00 UTC. Recharges and withdrawals pause for about 30 minutes; staking output is not affected.</p><p><img src="/images/notices/node-upgrade.webp" alt="Node upgrade"></p><p>Release notes: <a href="https://github.com/">github.com</a></p>',
      },
      'zh-Hant': {
        title: '節點升級預告',
        summary: '升級期間充值與提領暫停約 30 分鐘。',
        contentHtml:
          '<p>我們將於週六 UTC 02:00 升級 BTCW 節點。充值與提領將暫停約 30 分鐘，質押產出不受影響。</p><p><img src="/images/notices/node-upgrade.webp" alt="節點升級"></p><p>版本說明：<a href="https://github.com/">github.com</a></p>',
      },
      vi: {
        title: 'Lịch nâng cấp nút mạng',
        summary: 'Nạp và rút tiền tạm dừng khoảng 30 phút trong thời gian nâng cấp.',
        contentHtml:
          '<p>Chúng tôi sẽ nâng cấp các nút BTCW vào thứ Bảy lúc 02:00 UTC. Nạp và rút tiền tạm dừng khoảng 30 phút; sản lượng staking không bị ảnh hưởng.</p><p><img src="/images/notices/node-upgrade.webp" alt="Nâng cấp nút mạng"></p><p>Ghi chú phát hành: <a href="https://github.com/">github.com</a></p>',
      },
    },
  },
  {
    kind: 'notice',
    daysAgo: 4,
    // The clip is made by scripts/media/make-test-card.sh and served from the app's own origin.
    texts: {
      en: {
        title: 'Notices can now play videos',
        summary: 'A short clip plays right in the notice, and never starts with sound.',
        contentHtml:
          '<p>Notices and announcements can now include short videos. Tap the picture to play this 4-second test clip; tap it again to show or hide the controls.</p><video src="/media/btcw-test-card.mp4" poster="/media/btcw-test-card.jpg" width="640" height="360" title="BTCW test clip"></video><p>Videos play inside the page and never start with sound on their own.</p>',
      },
      'zh-Hant': {
        title: '公告現在可以播放影片',
        summary: '短片直接在公告中播放，絕不會自動發出聲音。',
        contentHtml:
          '<p>公告與通知現在可以加入短片。點一下畫面即可播放這段 4 秒的測試短片；再點一下可顯示或隱藏控制列。</p><video src="/media/btcw-test-card.mp4" poster="/media/btcw-test-card.jpg" width="640" height="360" title="BTCW 測試短片"></video><p>影片在頁面內播放，絕不會自行發出聲音。</p>',
      },
      vi: {
        title: 'Thông báo giờ đã có thể phát video',
        summary: 'Video ngắn phát ngay trong thông báo và không bao giờ tự bật tiếng.',
        contentHtml:
          '<p>Thông báo giờ đã có thể kèm video ngắn. Chạm vào hình để phát đoạn video thử nghiệm dài 4 giây này; chạm lần nữa để hiện hoặc ẩn các nút điều khiển.</p><video src="/media/btcw-test-card.mp4" poster="/media/btcw-test-card.jpg" width="640" height="360" title="Video thử nghiệm BTCW"></video><p>Video phát ngay trong trang và không bao giờ tự bật tiếng.</p>',
      },
    },
  },
  {
    kind: 'announcement',
    daysAgo: 3,
    texts: {
      en: {
        title: 'New 90-day financial product',
        summary: 'A fixed-term product with daily accrual is now open.',
        contentHtml:
          '<p>A new <em>90-day</em> fixed-term product is open. Earnings accrue daily and the principal returns at maturity together with the earnings.</p>',
      },
      'zh-Hant': {
        title: '全新 90 天理財產品',
        summary: '每日計息的定期產品現已開放。',
        contentHtml: '<p>全新 <em>90 天</em>定期產品現已開放。收益每日累計，到期時本金連同收益一併返還。</p>',
      },
      vi: {
        title: 'Sản phẩm tài chính 90 ngày mới',
        summary: 'Sản phẩm kỳ hạn cố định tính lãi hằng ngày đã mở.',
        contentHtml:
          '<p>Sản phẩm kỳ hạn <em>90 ngày</em> mới đã mở. Lợi nhuận được cộng dồn hằng ngày, gốc được hoàn trả cùng lợi nhuận khi đáo hạn.</p>',
      },
    },
  },
  {
    kind: 'notice',
    daysAgo: 1,
    texts: {
      en: {
        title: 'Beware of phishing',
        summary: 'We never ask for your seed phrase or private key.',
        contentHtml:
          '<p>We will <strong>never</strong> ask for your seed phrase, private key or login password by message. Only use the official site and check the address bar before connecting your wallet.</p>',
      },
      'zh-Hant': {
        title: '謹防釣魚詐騙',
        summary: '我們絕不會索取您的助記詞或私鑰。',
        contentHtml:
          '<p>我們<strong>絕不會</strong>透過訊息索取您的助記詞、私鑰或登入密碼。請只使用官方網站，連接錢包前請確認網址列。</p>',
      },
      vi: {
        title: 'Cảnh giác lừa đảo',
        summary: 'Chúng tôi không bao giờ yêu cầu cụm từ khôi phục hay khóa riêng.',
        contentHtml:
          '<p>Chúng tôi <strong>không bao giờ</strong> yêu cầu cụm từ khôi phục, khóa riêng hay mật khẩu đăng nhập qua tin nhắn. Chỉ dùng trang chính thức và kiểm tra thanh địa chỉ trước khi kết nối ví.</p>',
      },
    },
  },
];

/** A seeded banner's image in each language: its words are in that language (docs/style-guide.md). */
const imagesOf = (name: string) => ({
  'zh-Hant': `/images/ads/${name}.zh-Hant.webp`,
  vi: `/images/ads/${name}.vi.webp`,
});

const ADS: SeedContent['ads'] = [
  {
    imageUrl: '/images/ads/btcw-staking.webp',
    images: imagesOf('btcw-staking'),
    linkUrl: '/pages/pledge/index',
    titles: {
      en: 'Stake BTCW, earn daily',
      'zh-Hant': '質押 BTCW，每日收益',
      vi: 'Staking BTCW, nhận lãi hằng ngày',
    },
  },
  {
    imageUrl: '/images/ads/financial-products.webp',
    images: imagesOf('financial-products'),
    linkUrl: '/pages/financial/index',
    titles: { en: 'Fixed-term products', 'zh-Hant': '定期理財產品', vi: 'Sản phẩm kỳ hạn cố định' },
  },
  {
    imageUrl: '/images/ads/invite-friends.webp',
    images: imagesOf('invite-friends'),
    linkUrl: '/pages/user/share',
    titles: { en: 'Invite friends', 'zh-Hant': '邀請好友', vi: 'Mời bạn bè' },
  },
];

const COLUMNS: SeedContent['columns'] = {
  aboutUs: {
    en: {
      title: 'About us',
      contentHtml:
        '<p>BTCW is a community platform for staking mining devices and fixed-term products on the BTCW chain.</p><p>Your coins stay in your wallet until you pay for a stake; every platform balance movement is recorded in a ledger you can review at any time.</p>',
    },
    'zh-Hant': {
      title: '關於我們',
      contentHtml:
        '<p>BTCW 是一個在 BTCW 鏈上質押礦機與購買定期產品的社群平台。</p><p>在您付款質押之前，資產始終保留在您的錢包中；平台餘額的每一筆變動都記錄在帳本中，隨時可查。</p>',
    },
    vi: {
      title: 'Về chúng tôi',
      contentHtml:
        '<p>BTCW là nền tảng cộng đồng để staking thiết bị đào và mua sản phẩm kỳ hạn trên chuỗi BTCW.</p><p>Tiền của bạn ở trong ví cho đến khi bạn thanh toán tiền staking; mọi biến động số dư trên nền tảng đều được ghi vào sổ cái mà bạn có thể xem bất cứ lúc nào.</p>',
    },
  },
  privacyPolicy: {
    en: {
      title: 'Privacy Policy',
      contentHtml:
        '<p>We store your wallet address, a hash of your login password, your inviter, your orders and your ledger. We do not store private keys or seed phrases.</p><ul><li>Remarks you write about invitees are visible only to you.</li><li>We keep data as long as your account exists.</li></ul>',
    },
    'zh-Hant': {
      title: '隱私權政策',
      contentHtml:
        '<p>我們儲存您的錢包地址、登入密碼的雜湊值、邀請人、訂單與帳本。我們不會儲存私鑰或助記詞。</p><ul><li>您對受邀人的備註僅您本人可見。</li><li>資料在您的帳號存續期間保留。</li></ul>',
    },
    vi: {
      title: 'Chính sách quyền riêng tư',
      contentHtml:
        '<p>Chúng tôi lưu địa chỉ ví, bản băm mật khẩu đăng nhập, người mời, đơn hàng và sổ cái của bạn. Chúng tôi không lưu khóa riêng hay cụm từ khôi phục.</p><ul><li>Ghi chú bạn viết về người được mời chỉ mình bạn thấy.</li><li>Dữ liệu được giữ trong thời gian tài khoản của bạn tồn tại.</li></ul>',
    },
  },
};

/**
 * The seeded content as written here, for `npm run i18n:check` (scripts/i18n-drift.ts), which holds
 * it to the glossary as the operator CLI holds what it is given.
 */
export const SEEDED_CONTENT: SeedContent = { notices: NOTICES, ads: ADS, columns: COLUMNS };

/** Home content in the three languages (part of the seed transaction). */
export async function seedContent(db: Queryable, now: Date): Promise<void> {
  for (const notice of NOTICES) {
    await insertNotice(db, {
      kind: notice.kind,
      texts: notice.texts,
      createdAt: new Date(now.getTime() - notice.daysAgo * DAY_MS),
    });
  }
  for (const [index, ad] of ADS.entries()) {
    await insertAd(db, { ...ad, sortOrder: index, createdAt: now });
  }
  for (const key of ['aboutUs', 'privacyPolicy'] as const) {
    for (const locale of LOCALES) {
      const column = COLUMNS[key][locale];
      if (!column) continue;
      await upsertColumn(db, {
        key,
        locale,
        title: column.title,
        contentHtml: column.contentHtml,
        updatedAt: now,
      });
    }
  }
}
