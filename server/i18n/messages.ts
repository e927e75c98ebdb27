import type { Locale } from '@/lib/i18n/locales';
import enMessages from '@/messages/en.json';
import viMessages from '@/messages/vi.json';
import zhHantMessages from '@/messages/zh-Hant.json';

/**
 * Server-side messages (the envelope's `msg`). `{name}` placeholders are filled by `translate`.
 * The refusals a form keeps on screen are the app's catalogue's (messages/*.json `refusals`, keyed
 * by the envelope's `reason`): said once, and the app shows them again in a language chosen later.
 * Here: the platform's own messages, and the refusals whose words carry values only the platform has.
 */
const serverEn = {
  success: 'Success',
  loginSuccess: 'Login Successful',
  registerSuccess: 'Registration Successful',
  logoutSuccess: 'Logout Successful',
  notLoggedIn: 'Please log in first.',
  sessionExpired: 'Your login has expired. Please log in again.',
  invalidRequest: 'Invalid request.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  unknownEndpoint: 'Unknown API endpoint.',
  methodNotAllowed: 'Only POST requests are allowed.',
  accountLocked: 'Too many failed login attempts. Please try again in {wait}.',
  passwordTooShort: 'The password must be at least {min} characters.',
  passwordTooLong: 'The password must be at most {max} characters.',
  amountTooLarge: 'The amount is too large: at most {maxWholeDigits} digits before the decimal point.',
  idOutOfRange: 'Invalid ID: it must be a whole number from 1 to {maxId}.',
  pageOutOfRange:
    'Invalid page: the page must be a whole number from 1 to {maxPage}, the page size from 1 to {maxPageSize}.',
  durationSecond: '1 second',
  durationSeconds: '{count} seconds',
  durationMinutes: '{count} minutes',
  cashSuccess: 'Submission Successful',
  purchaseSuccess: 'Purchase Successful',
  belowMinimumWithdrawal: 'Minimum Withdrawal Amount: {min}',
  aboveMaximumWithdrawal: 'Maximum Withdrawal Amount: {max}',
  belowMinimumAmount: 'Minimum Amount: {min}',
  aboveMaximumAmount: 'Maximum Amount: {max}',
  modifySuccess: 'Modification Successful',
  bindSuccess: 'Binding Successful',
  tooManyRequests: 'Too many requests. Please try again in {wait}.',
  txAmountMismatch: 'This transaction was already reported with {amount} BTCW.',
  tooManyPendingClaims:
    'You have {max} payments waiting for the chain. Please wait until they are confirmed.',
  tooManyReservations:
    'You can reserve at most {max} devices at a time. Pay for or cancel a reserved device first.',
  rechargeBelowMinimum: 'Minimum Amount: {min}',
} as const;

const en = { ...serverEn, ...enMessages.refusals };
export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;
type ServerCatalogue = Record<keyof typeof serverEn, string>;

const serverZhHant: ServerCatalogue = {
  success: '成功',
  loginSuccess: '登入成功',
  registerSuccess: '註冊成功',
  logoutSuccess: '登出成功',
  notLoggedIn: '請先登入。',
  sessionExpired: '登入已失效，請重新登入。',
  invalidRequest: '請求無效。',
  invalidJson: '請求內容不是有效的 JSON。',
  bodyTooLarge: '請求內容過大。',
  unknownEndpoint: '未知的 API 介面。',
  methodNotAllowed: '僅允許 POST 請求。',
  accountLocked: '登入失敗次數過多，請於 {wait}後再試。',
  passwordTooShort: '密碼至少需要 {min} 個字元。',
  passwordTooLong: '密碼最多只能有 {max} 個字元。',
  amountTooLarge: '金額過大：小數點前最多 {maxWholeDigits} 位數字。',
  idOutOfRange: 'ID 無效：必須是 1 至 {maxId} 之間的整數。',
  pageOutOfRange: '頁碼無效：頁碼必須是 1 至 {maxPage} 之間的整數，每頁筆數為 1 至 {maxPageSize}。',
  durationSecond: '1 秒',
  durationSeconds: '{count} 秒',
  durationMinutes: '{count} 分鐘',
  cashSuccess: '提交成功',
  purchaseSuccess: '購買成功',
  belowMinimumWithdrawal: '最低提領金額：{min}',
  aboveMaximumWithdrawal: '最高提領金額：{max}',
  belowMinimumAmount: '最低金額：{min}',
  aboveMaximumAmount: '最高金額：{max}',
  modifySuccess: '修改成功',
  bindSuccess: '綁定成功',
  tooManyRequests: '請求過於頻繁，請於 {wait}後再試。',
  txAmountMismatch: '此交易已以 {amount} BTCW 提交過。',
  tooManyPendingClaims: '您已有 {max} 筆付款正在等待鏈上確認，請待確認後再提交。',
  tooManyReservations: '您最多可同時預留 {max} 台設備。請先支付或取消已預留的設備。',
  rechargeBelowMinimum: '最低金額：{min}',
};

const serverVi: ServerCatalogue = {
  success: 'Thành công',
  loginSuccess: 'Đăng nhập thành công',
  registerSuccess: 'Đăng ký thành công',
  logoutSuccess: 'Đăng xuất thành công',
  notLoggedIn: 'Vui lòng đăng nhập trước.',
  sessionExpired: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  invalidRequest: 'Yêu cầu không hợp lệ.',
  invalidJson: 'Nội dung yêu cầu không phải là JSON hợp lệ.',
  bodyTooLarge: 'Yêu cầu quá lớn.',
  unknownEndpoint: 'API không tồn tại.',
  methodNotAllowed: 'Chỉ chấp nhận yêu cầu POST.',
  accountLocked: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {wait}.',
  passwordTooShort: 'Mật khẩu phải có ít nhất {min} ký tự.',
  passwordTooLong: 'Mật khẩu không được dài quá {max} ký tự.',
  amountTooLarge: 'Số tiền quá lớn: tối đa {maxWholeDigits} chữ số trước dấu thập phân.',
  idOutOfRange: 'ID không hợp lệ: phải là số nguyên từ 1 đến {maxId}.',
  pageOutOfRange:
    'Trang không hợp lệ: số trang phải là số nguyên từ 1 đến {maxPage}, số mục mỗi trang từ 1 đến {maxPageSize}.',
  durationSecond: '1 giây',
  durationSeconds: '{count} giây',
  durationMinutes: '{count} phút',
  cashSuccess: 'Gửi thành công',
  purchaseSuccess: 'Mua thành công',
  belowMinimumWithdrawal: 'Số tiền rút tối thiểu: {min}',
  aboveMaximumWithdrawal: 'Số tiền rút tối đa: {max}',
  belowMinimumAmount: 'Số tiền tối thiểu: {min}',
  aboveMaximumAmount: 'Số tiền tối đa: {max}',
  modifySuccess: 'Sửa đổi thành công',
  bindSuccess: 'Liên kết thành công',
  tooManyRequests: 'Quá nhiều yêu cầu. Vui lòng thử lại sau {wait}.',
  txAmountMismatch: 'Giao dịch này đã được báo cáo với {amount} BTCW.',
  tooManyPendingClaims:
    'Bạn có {max} khoản thanh toán đang chờ chuỗi xác nhận. Vui lòng đợi đến khi chúng được xác nhận.',
  tooManyReservations:
    'Bạn chỉ có thể giữ tối đa {max} thiết bị cùng lúc. Hãy thanh toán hoặc hủy thiết bị đang giữ trước.',
  rechargeBelowMinimum: 'Số tiền tối thiểu: {min}',
};

export const catalogues: Record<Locale, Catalogue> = {
  en,
  'zh-Hant': { ...serverZhHant, ...zhHantMessages.refusals },
  vi: { ...serverVi, ...viMessages.refusals },
};
