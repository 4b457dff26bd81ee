// A command's state as a small chip a screen shows beside the action that ran it (issue 14
// scope 6): queued (written on the device), running (on its way to the server), done, refused
// (with the server's reason). Live: it follows the command until its result arrives.
import { FormattedMessage } from 'react-intl';
import { useCommandStatus } from '../../db/hooks.ts';
import './command-status.css';

export interface CommandStatusChipProps {
  /** The id `runCommand` answered; nothing is shown without one or before the device has it. */
  readonly commandId: string | null | undefined;
  readonly className?: string;
}

export function CommandStatusChip({ commandId, className }: CommandStatusChipProps) {
  const { command } = useCommandStatus(commandId);
  if (!command) return null;
  const reason = command.state === 'refused' ? command.message : undefined;
  return (
    <span
      role="status"
      className={['command-chip', `command-chip-${command.state}`, className]
        .filter(Boolean)
        .join(' ')}
      data-testid="command-status"
      data-state={command.state}
      {...(reason ? { title: reason } : {})}
    >
      <FormattedMessage id={`common.commandStatus.${command.state}`} />
      {reason && <span className="command-chip-reason">{reason}</span>}
    </span>
  );
}
