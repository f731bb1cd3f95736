// Where to find a Pass ID or a ticket barcode (seed 002 §2.2's help modal). The words are ours.
import { Modal } from '../../components/Modal';

export function HelpModal({ onClose }: { readonly onClose: () => void }) {
  return (
    <Modal
      title="Where to Find Your Pass ID or Barcode"
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <h3>Season pass</h3>
      <p>
        Your Pass ID is printed on the front of your season pass, under the barcode. It starts with letters,
        as in SP2026001234.
      </p>
      <h3>Ticket</h3>
      <p>
        Your ticket's barcode is the number printed under the barcode on your printed or mobile ticket, as in
        LAP1004820001. Your confirmation email lists it too.
      </p>
    </Modal>
  );
}
