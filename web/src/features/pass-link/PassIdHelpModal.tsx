// 'Locating Your Pass ID' (seed 001 §2): a picture of a season pass with its Pass ID marked. The
// picture is drawn inline (a small SVG, no request, nothing for the CSP to refuse).
import { Modal } from '../../components/Modal';

export function PassIdHelpModal({ onClose }: { readonly onClose: () => void }) {
  return (
    <Modal
      title="Locating Your Pass ID"
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>
        Your Pass ID is printed on the front of your season pass, under the barcode. It starts with letters,
        as in SP2026001234.
      </p>
      <PassPicture />
    </Modal>
  );
}

function PassPicture() {
  return (
    <svg
      className="pass-picture"
      viewBox="0 0 340 210"
      role="img"
      aria-label="A season pass card: photo and name on the left; the Pass ID, circled, under the barcode at the bottom right"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="2" y="2" width="336" height="206" rx="14" fill="#e8f1fb" stroke="#1d4f91" strokeWidth="3" />
      <rect x="2" y="2" width="336" height="40" rx="14" fill="#1d4f91" />
      <text x="20" y="28" fill="#fff" fontSize="16" fontFamily="sans-serif" fontWeight="bold">
        SEASON PASS 2026
      </text>
      <rect x="20" y="58" width="80" height="96" rx="6" fill="#b7c9e2" />
      <circle cx="60" cy="92" r="18" fill="#7e97bb" />
      <rect x="36" y="116" width="48" height="30" rx="12" fill="#7e97bb" />
      <text x="20" y="178" fill="#1b1b1b" fontSize="14" fontFamily="sans-serif">
        JORDAN RIVERA
      </text>
      <text x="20" y="196" fill="#444" fontSize="11" fontFamily="sans-serif">
        Gold Adult
      </text>
      <g fill="#1b1b1b">
        {[
          0, 4, 6, 11, 14, 16, 21, 25, 27, 32, 35, 39, 42, 46, 50, 53, 58, 61, 65, 70, 73, 78, 82, 86, 90, 95,
          99,
        ].map((x) => (
          <rect key={x} x={196 + x} y="96" width={x % 3 === 0 ? 3 : 2} height="44" />
        ))}
      </g>
      <text x="193" y="164" fill="#1b1b1b" fontSize="15" fontFamily="monospace" fontWeight="bold">
        SP2026001234
      </text>
      <rect x="184" y="146" width="134" height="26" rx="8" fill="none" stroke="#c62828" strokeWidth="3" />
      <text x="206" y="192" fill="#c62828" fontSize="13" fontFamily="sans-serif" fontWeight="bold">
        ▲ Pass ID
      </text>
    </svg>
  );
}
