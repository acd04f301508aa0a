export { MannedStation, type MannedStationProps } from './components/manned-station.tsx';
