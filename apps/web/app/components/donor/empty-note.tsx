import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';

/** What a donor page says when it has nothing to list, and where to go instead. */
export function EmptyNote({ text, to, label }: { text: string; to: string; label: string }) {
  const { path } = useI18n();
  return (
    <div className="card flex flex-col items-center gap-4 p-8 text-center">
      <p className="text-lg">{text}</p>
      <Link to={path(to)} className="btn">
        {label}
      </Link>
    </div>
  );
}
