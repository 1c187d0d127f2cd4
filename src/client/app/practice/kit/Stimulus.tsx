/** What an open task shows: a photo (with its alt text), a written prompt, bullet points to cover. */
import { useT } from '../../../../shared/components/i18n.tsx';

export interface StimulusData { photo?: { src: string; alt?: string; width?: number; height?: number }; prompt?: string; guidance?: string[] }

export function Stimulus({ photo, prompt, guidance }: StimulusData) {
  const t = useT();
  return (
    <div className="task-stimulus" lang="en">
      {photo && <img className="task-photo" src={photo.src} alt={photo.alt ?? ''} width={photo.width ?? 480} height={photo.height ?? 320} data-testid="task-photo" />}
      {prompt && <p className="task-prompt" data-testid="task-prompt">{prompt}</p>}
      {guidance && guidance.length > 0 && (
        <div className="task-guidance"><p className="muted" lang={t.locale}>{t.t('practice.speak.guidance')}</p><ul>{guidance.map((g) => <li key={g}>{g}</li>)}</ul></div>
      )}
    </div>
  );
}
