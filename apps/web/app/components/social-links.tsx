import { useI18n } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';

const SIZES = {
  md: { link: 'size-11 shadow-sm', icon: 22 },
  sm: { link: 'size-10', icon: 18 },
};

/** The platform's social accounts as round buttons, each opening in a new tab. */
export function SocialLinks({
  size = 'md',
  label,
  className = '',
}: {
  size?: keyof typeof SIZES;
  /** Names the list when no heading does. */
  label?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const { socials } = useRootData();
  if (socials.length === 0) return null;
  const { link, icon } = SIZES[size];
  return (
    <ul aria-label={label} className={`flex flex-wrap ${className}`}>
      {socials.map((social) => (
        <li key={social.id}>
          <a
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex items-center justify-center rounded-full bg-primary font-bold text-white hover:bg-primary-dark ${link}`}
            aria-label={t('site.footer.social', { name: social.name })}
          >
            {social.icon ? (
              <img src={social.icon} alt="" width={icon} height={icon} loading="lazy" />
            ) : (
              social.name.slice(0, 1)
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
