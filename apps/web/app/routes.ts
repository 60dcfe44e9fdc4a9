import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home-ar' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
] satisfies RouteConfig;
