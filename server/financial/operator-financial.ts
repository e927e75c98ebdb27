/** Operator commands for financial products: list, add, open, close. */
import { formatBtcw, parseBtcw } from '../money';
import { OperatorUsageError, parseIdArg, type OperatorCommands, listCommand } from '../operator-command';
import { printTable } from '../operator-table';
import { insertProduct, listProducts, setProductStatus } from './financial';

function parseAmountArg(value: string, what: string): bigint {
  try {
    return parseBtcw(value);
  } catch {
    throw new OperatorUsageError(
      `Not a BTCW amount for ${what} (plain decimal, up to 18 decimals): ${value}`,
    );
  }
}

function parseRateArg(value: string, what: string): string {
  // Rates are numeric(40, 18): at most 22 whole digits.
  if (!/^(0|[1-9]\d{0,21})(\.\d{1,18})?$/.test(value))
    throw new OperatorUsageError(`Not a decimal rate for ${what}: ${value}`);
  return formatBtcw(parseBtcw(value));
}

const PRODUCT_ADD_USAGE =
  'usage: product-add <name> <dailyRate> <days,…> <minAmount> <quota> [maxAmount|-] [managementFeeRate]';

export const financialCommands: OperatorCommands = {
  products: listCommand('list financial products', async (db) => {
    const rows = await listProducts(db);
    printTable(
      ['id', 'name', 'daily rate', 'fee rate', 'days', 'min', 'max', 'sold / quota', 'status'],
      rows.map((row) => [
        String(row.id),
        row.name,
        row.rate,
        row.managementFeeRate,
        row.days.join(','),
        formatBtcw(row.minAmountWei),
        row.maxAmountWei === null ? '-' : formatBtcw(row.maxAmountWei),
        `${formatBtcw(row.soldWei)} / ${formatBtcw(row.quotaWei)}`,
        row.status,
      ]),
    );
  }),

  'product-add': {
    usage: '<name> <dailyRate> <days,…> <minAmount> <quota> [maxAmount|-] [managementFeeRate]',
    summary: 'add a product (not open yet), e.g.\nproduct-add "Flexi 14" 0.001 7,14 10 100000 - 0.1',
    args: [5, 7],
    async run(db, { args: [name = '', rate = '', days = '', min = '', quota = '', max, feeRate] }) {
      if (!name.trim()) throw new OperatorUsageError(PRODUCT_ADD_USAGE);
      const dayList = days.split(',').map((day) => day.trim());
      if (dayList.some((day) => !/^[1-9]\d{0,2}$/.test(day) || Number(day) > 366))
        throw new OperatorUsageError(`Days must be whole numbers 1–366 separated by commas: ${days}`);
      const managementFeeRate = parseRateArg(feeRate ?? '0', 'the management fee rate');
      if (parseBtcw(managementFeeRate) > parseBtcw('1'))
        throw new OperatorUsageError('The management fee rate is at most 1');
      const id = await insertProduct(
        db,
        {
          name: name.trim(),
          rate: parseRateArg(rate, 'the daily rate'),
          managementFeeRate,
          days: [...new Set(dayList.map(Number))].sort((a, b) => a - b),
          minAmountWei: parseAmountArg(min, 'the minimum'),
          maxAmountWei: max === undefined || max === '-' ? null : parseAmountArg(max, 'the maximum'),
          quotaWei: parseAmountArg(quota, 'the quota'),
          status: 'notOpen',
        },
        new Date(),
      );
      console.log(`Added product #${id} (not open yet; open it with product-open ${id}).`);
    },
  },

  'product-open': {
    usage: '<id>',
    summary: 'open a product for sale',
    args: [1, 1],
    async run(db, { args: [id] }) {
      const productId = parseIdArg(id, 'usage: product-open <product-id>');
      if (!(await setProductStatus(db, productId, 'open')))
        throw new OperatorUsageError(`No product #${productId}`);
      console.log(`Product #${productId} is open.`);
    },
  },

  'product-close': {
    usage: '<id>',
    summary: 'stop sales (shows "Not Open Yet")',
    args: [1, 1],
    async run(db, { args: [id] }) {
      const productId = parseIdArg(id, 'usage: product-close <product-id>');
      if (!(await setProductStatus(db, productId, 'notOpen')))
        throw new OperatorUsageError(`No product #${productId}`);
      console.log(`Product #${productId} is closed (Not Open Yet).`);
    },
  },
};
