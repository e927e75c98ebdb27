/**
 * Every operator command, in the order the help lists them. Each area declares its own table
 * (`OperatorCommands`, server/operator-command.ts) in its module; a new area spreads its table in here.
 */
import { communityCommands } from './community/operator-community';
import { contentCommands } from './content/operator-content';
import { financialCommands } from './financial/operator-financial';
import { memberCommands } from './members/operator-members';
import type { OperatorCommands } from './operator-command';
import { paymentCommands } from './payments/operator-payments';
import { scaleCommands } from './scale/operator-scale';
import { settingCommands } from './settings/operator-settings';
import { withdrawalCommands } from './withdrawals/operator-withdrawals';

export const OPERATOR_COMMANDS: OperatorCommands = {
  ...memberCommands,
  ...settingCommands,
  ...withdrawalCommands,
  ...paymentCommands,
  ...financialCommands,
  ...contentCommands,
  ...communityCommands,
  ...scaleCommands,
};
