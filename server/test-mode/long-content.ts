/**
 * Home content as long as an operator writes it (titles of 80+ characters in every language, a
 * transaction hash and a long link in the body), for the long demo data (./long-data.ts).
 */
import type { Localized, NoticeText } from '../content/content';

const HASH = '0x9f2c4e7a1b3d5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcd';
const LINK =
  'https://status.btcw.example/incidents/2026-11-28-mainnet-node-maintenance-window-and-gateway-upgrade';

export const LONG_NOTICE: Localized<NoticeText> = {
  en: {
    title:
      'Scheduled maintenance of the BTCW mainnet nodes, the recharge gateway and the withdrawal settlement service',
    summary:
      'Recharges and withdrawals pause for about 90 minutes on Saturday from 02:00 UTC; staking output and financial earnings keep accruing as usual during the whole window.',
    contentHtml: `<p>We will upgrade the BTCW mainnet nodes, the recharge gateway and the withdrawal settlement service on Saturday from 02:00 UTC. Recharges and withdrawals pause for about 90 minutes; staking output and financial earnings keep accruing.</p><p>The last transaction settled before the window will be <code>${HASH}</code>. Recharges sent during the window are credited automatically once the gateway is back.</p><p>Follow the progress at <a href="${LINK}">${LINK}</a>.</p>`,
  },
  'zh-Hant': {
    title:
      'BTCW 主網節點、充值閘道與提領結算服務將於本週六凌晨進行例行維護，維護期間充值與提領暫停，質押產出與理財收益照常計算，請各位會員提前安排資金並留意官方公告與社群頻道的最新消息',
    summary:
      '週六 UTC 02:00 起充值與提領暫停約 90 分鐘；維護期間質押產出與理財收益照常累計，請提前安排資金調度。',
    contentHtml: `<p>我們將於週六 UTC 02:00 起升級 BTCW 主網節點、充值閘道與提領結算服務。充值與提領暫停約 90 分鐘；質押產出與理財收益照常累計。</p><p>維護前最後結算的交易為 <code>${HASH}</code>。維護期間送出的充值將於閘道恢復後自動入帳。</p><p>進度請見 <a href="${LINK}">${LINK}</a>。</p>`,
  },
  vi: {
    title:
      'Bảo trì định kỳ các nút mạng chính BTCW, cổng nạp tiền và dịch vụ thanh toán rút tiền vào sáng thứ Bảy tuần này',
    summary:
      'Nạp và rút tiền tạm dừng khoảng 90 phút từ 02:00 UTC thứ Bảy; sản lượng staking và lợi nhuận tài chính vẫn được cộng dồn bình thường trong suốt thời gian bảo trì.',
    contentHtml: `<p>Chúng tôi sẽ nâng cấp các nút mạng chính BTCW, cổng nạp tiền và dịch vụ thanh toán rút tiền từ 02:00 UTC thứ Bảy. Nạp và rút tiền tạm dừng khoảng 90 phút; sản lượng staking và lợi nhuận tài chính vẫn được cộng dồn.</p><p>Giao dịch cuối cùng được thanh toán trước khi bảo trì là <code>${HASH}</code>. Các khoản nạp gửi trong thời gian bảo trì sẽ tự động được ghi có khi cổng hoạt động trở lại.</p><p>Theo dõi tiến độ tại <a href="${LINK}">${LINK}</a>.</p>`,
  },
};

export const LONG_ANNOUNCEMENT: Localized<NoticeText> = {
  en: {
    title:
      'New fixed-term financial product with daily accrual, terms from 7 to 365 days and no upper limit on the amount you invest',
    summary:
      'BTCW Prime Yield Plus 365 is open: choose 7, 30, 90, 180 or 365 days; the principal returns at maturity together with the earnings after the management fee.',
    contentHtml:
      '<p>BTCW Prime Yield Plus 365 is open for purchase. Earnings accrue daily at 0.12345 % and the principal returns at maturity together with the earnings after a 15 % management fee.</p>',
  },
  'zh-Hant': {
    title:
      '全新定期理財產品「BTCW Prime Yield Plus 365」正式開放申購：每日計息，期限可選七天至三百六十五天，單筆投資金額不設上限，到期本金連同收益一併返還至平台餘額',
    summary: '可選 7、30、90、180 或 365 天；到期時本金連同扣除管理費後的收益一併返還。',
    contentHtml:
      '<p>BTCW Prime Yield Plus 365 現已開放申購。收益以每日 0.12345 % 累計，到期時本金連同扣除 15 % 管理費後的收益一併返還。</p>',
  },
  vi: {
    title:
      'Sản phẩm tài chính kỳ hạn cố định mới tính lãi hằng ngày, kỳ hạn từ 7 đến 365 ngày và không giới hạn số tiền đầu tư tối đa',
    summary:
      'BTCW Prime Yield Plus 365 đã mở: chọn 7, 30, 90, 180 hoặc 365 ngày; gốc được hoàn trả khi đáo hạn cùng lợi nhuận sau phí quản lý.',
    contentHtml:
      '<p>BTCW Prime Yield Plus 365 đã mở bán. Lợi nhuận được cộng dồn hằng ngày 0,12345 % và gốc được hoàn trả khi đáo hạn cùng lợi nhuận sau phí quản lý 15 %.</p>',
  },
};

export const LONG_AD_TITLES: Localized<string> = {
  en: 'Prime Yield Plus 365: daily accrual, terms from 7 to 365 days, no upper limit on the amount',
  'zh-Hant':
    'Prime Yield Plus 365 定期理財：每日計息，期限七至三百六十五天，投資金額不設上限，到期本息一次返還',
  vi: 'Prime Yield Plus 365: tính lãi hằng ngày, kỳ hạn từ 7 đến 365 ngày, không giới hạn số tiền đầu tư',
};
