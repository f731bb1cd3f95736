// The pass photo upload modal (seed 001 §2, §7): a 450 by 250 px drop zone that is also the label of
// the file browse input; png, jpg and jpeg only. The chosen photo is sent at once as multipart with
// the field `uploadFile` (the SDK client builds the form); on success the modal closes and the card
// reloads the image.
import { type DragEvent, useState } from 'react';
import { Modal } from '../../components/Modal';
import { api } from '../../lib/api';
import { choosePhoto, PHOTO_ACCEPT, refusedMessage, uploadAnswerText, uploadErrorText } from './photo-upload';

interface PhotoUploadModalProps {
  readonly extCartTicketId: string;
  readonly holderName: string;
  readonly onUploaded: () => void;
  readonly onClose: () => void;
}

export function PhotoUploadModal({
  extCartTicketId,
  holderName,
  onUploaded,
  onClose,
}: PhotoUploadModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = async (files: readonly File[]) => {
    const { file, refused } = choosePhoto(files);
    setError(refused.length > 0 ? refusedMessage(refused) : null);
    if (!file || busy) return;
    setBusy(true);
    try {
      const { data } = await api.POST('/cart/pass/{id}/image', {
        params: { path: { id: extCartTicketId } },
        body: { uploadFile: file },
      });
      const failure = uploadAnswerText(data);
      if (failure) setError(failure);
      else onUploaded();
    } catch (e) {
      setError(uploadErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <Modal title={`Upload a Picture for ${holderName}`} onClose={busy ? undefined : onClose}>
      <section aria-labelledby="photo-instructions-title">
        <h3 id="photo-instructions-title">Picture Instructions</h3>
        <ul>
          <li>Use a recent, clear picture of the passholder's face, looking at the camera.</li>
          <li>Png, jpg or jpeg files only.</li>
          <li>Drop the picture on the area below, or select it to browse your files.</li>
        </ul>
      </section>
      <label
        className={dragging ? 'photo-drop-zone dragging' : 'photo-drop-zone'}
        aria-busy={busy}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>{busy ? 'Uploading…' : 'Drop a picture here or select to browse'}</span>
        <input
          type="file"
          className="photo-file-input"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
