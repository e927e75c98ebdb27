/** Operator commands for the platform parameters (docs/server-configuration.md, "Platform parameters"). */
import { OperatorUsageError, type OperatorCommands, listCommand } from '../operator-command';
import { printTable } from '../operator-table';
import { isSettingKey, readSettings, SETTING_KEYS, writeSetting } from './settings';

export const settingCommands: OperatorCommands = {
  settings: listCommand('show the platform parameters', async (db) => {
    const settings = await readSettings(db);
    printTable(
      ['key', 'value'],
      SETTING_KEYS.map((key) => [key, settings[key]]),
    );
  }),

  set: {
    usage: '<key> <value>',
    summary: `change a parameter (${SETTING_KEYS.join(', ')})`,
    args: [2, 2],
    async run(db, { args: [key = '', value = ''] }) {
      if (!isSettingKey(key))
        throw new OperatorUsageError(`Unknown setting ${key}; keys: ${SETTING_KEYS.join(', ')}`);
      let stored: string;
      try {
        stored = await writeSetting(db, key, value, new Date());
      } catch (error) {
        throw new OperatorUsageError(error instanceof Error ? error.message : String(error));
      }
      console.log(`${key} = ${stored}`);
    },
  },
};
