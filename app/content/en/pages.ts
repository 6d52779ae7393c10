/**
 * English page titles and meta descriptions (the French module ../pages.ts is the reference). Paths
 * stay in their French form: the pages add the language prefix themselves. The lists and lookups
 * derived from `pageMeta` are not copied: they read paths, which both languages share.
 */
import type * as fr from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const pageMeta: Translation<typeof fr.pageMeta> = {
  home: {
    path: "/",
    title: "Home",
    description:
      "Since 2016, we have designed, built, installed and maintained industrial equipment in Tangier, distributed components from leading brands and supplied didactic training equipment.",
  },
  ingenierie: {
    path: "/ingenierie",
    title: "Engineering",
    description:
      "We design processes for powders, pastes and liquids, and manage your projects through to commissioning with our own workshop and installation team.",
  },
  montage: {
    path: "/montage",
    title: "Fabrication & assembly",
    description:
      "Our workshop builds your equipment to CE manufacturing standards, and our qualified assembly team installs it on site.",
  },
  realisation: {
    path: "/realisation",
    title: "Our projects",
    description:
      "Special tooling, material handling equipment and process lines we have delivered for the automotive and heavy industries, from design to commissioning.",
  },
  maintenance: {
    path: "/maintenance",
    title: "Maintenance",
    description:
      "We handle your complex maintenance work, on site or by supplying spare parts, on an emergency or planned basis.",
  },
  distribution: {
    path: "/distribution",
    title: "Distributed brands",
    description:
      "We distribute genuine components for machine safety, automation, pneumatics, drives and paint application.",
  },
  schmersal: {
    path: "/distribution/schmersal",
    title: "Schmersal safety components",
    description:
      "Schmersal catalog: safety switches, emergency stops, safety light curtains, safety relay modules and automation technology.",
  },
  carlisleft: {
    path: "/distribution/carlisleft",
    title: "DeVilbiss and Binks paint application",
    description: "Carlisle Fluid Technologies catalog: DeVilbiss spray guns, Binks pressure tanks and pumps.",
  },
  formation: {
    path: "/formation",
    title: "Didactic equipment",
    description:
      "We supply schools and training centers with didactic benches for electrical engineering, pneumatics, hydraulics, renewable energy and automotive technology.",
  },
  mentionsLegales: {
    path: "/mentions-legales",
    title: "Legal notice",
    description:
      "This page identifies the site’s publisher and host, and explains how we handle the data you entrust to us.",
  },
  notFound: {
    path: "/404",
    title: "Page not found",
    description: "This page does not exist. You will be redirected to the home page.",
    noindex: true,
  },
};
