// What other modules use of the public content: the site settings (banner, main video), which the
// home page reads and the back office writes.

export { readSetting, type SiteSettings, writeSetting } from './site-settings.ts';
