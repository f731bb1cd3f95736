// The table of linked passes (seed 001 §3 'Linked pass'): a checkbox to select a pass for Upgrade
// Selected Passes (only passes available for upgrade or renewal), Pass ID, holder, validity, and Remove.
import type { Schema } from '@boxoffice/sdk';
import { RemoveButton } from '../../components/RemoveButton';
import { type Renewable, selectable, validityText } from './pass-link';

type LinkedPass = Schema<'LinkedPass'>;

interface LinkedPassTableProps {
  readonly passes: readonly LinkedPass[];
  readonly selected: ReadonlySet<string>;
  /** The account's renewable passes' ids: selectable as those available for upgrade are. */
  readonly renewable: Renewable;
  /** The pass being removed, if any: its button waits. */
  readonly removing: string | null;
  readonly onToggle: (pass: LinkedPass) => void;
  readonly onRemove: (pass: LinkedPass) => void;
}

export function LinkedPassTable(props: LinkedPassTableProps) {
  const { passes, selected, renewable, removing, onToggle, onRemove } = props;
  if (passes.length === 0) return <p>No passes are linked to your account yet.</p>;
  return (
    <div>
      <table className="linked-passes stack-table">
        <caption className="visually-hidden">Your linked passes</caption>
        <thead>
          <tr>
            <th scope="col">Select</th>
            <th scope="col">Pass ID</th>
            <th scope="col">Name</th>
            <th scope="col">Valid</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {passes.map((pass) => {
            const name = `${pass.firstName} ${pass.lastName}`;
            return (
              <tr key={pass.extUserAccountTicketId}>
                <td data-label="Select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${pass.platformAccountId} (${name})`}
                    checked={selected.has(pass.extUserAccountTicketId)}
                    disabled={!selectable(pass, renewable)}
                    onChange={() => onToggle(pass)}
                  />
                </td>
                <th scope="row" data-label="Pass ID">
                  {pass.platformAccountId}
                </th>
                <td data-label="Name">{name}</td>
                <td data-label="Valid">{validityText(pass)}</td>
                <td>
                  <RemoveButton
                    name={pass.platformAccountId}
                    disabled={removing !== null}
                    busy={removing === pass.extUserAccountTicketId}
                    onRemove={() => onRemove(pass)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
