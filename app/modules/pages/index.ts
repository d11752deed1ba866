// The pages module's public file (pure and UI exports): other code imports the module through here.
export { BandStory } from "./components/band-story.tsx";
